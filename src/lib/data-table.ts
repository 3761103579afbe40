// @tanstack/react-table, wrapped once: features build a table's column model (headers, column
// sizes and their resizing) from here, never from the vendor. Rendering stays the feature's (the
// ui Table, or a virtualized grid of its own).
export {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type Header,
} from '@tanstack/react-table';
