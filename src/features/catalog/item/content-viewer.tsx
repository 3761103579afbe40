// The raw content viewer (spec §2.3): CodeMirror loaded on demand, line numbers, selected lines
// kept in the repeated `selected` URL parameter. Height: the smaller of 400 px and the viewport
// minus 500 px (spec §9), at least 200 px.
import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import type { CodeViewer } from '../../../components/ui/code-viewer.ts';
import type { ContentFormat } from './content-text.ts';
import { parseSelected, toggleLine, withSelected } from './selected-lines.ts';

export function ContentViewer({ text, format }: { text: string; format: ContentFormat }) {
  const location = useLocation();
  const router = useRouter();
  const selected = parseSelected(location.searchStr);
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<CodeViewer | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const selectedKey = selected.join(',');

  useEffect(() => {
    let cancelled = false;
    const parent = host.current;
    if (parent === null) return;
    import('../../../components/ui/code-viewer.ts')
      .then(({ createCodeViewer }) => {
        if (cancelled) return;
        viewer.current = createCodeViewer(
          parent,
          text,
          format,
          parseSelected(router.state.location.searchStr),
          (line, range) => {
            const current = parseSelected(router.state.location.searchStr);
            const next = toggleLine(current, line, range);
            // Through history, not navigate(): the router would re-encode the repeated parameter as JSON.
            router.history.replace(
              `${router.state.location.pathname}${withSelected(router.state.location.searchStr, next)}`,
            );
          },
        );
        setReady(true);
      })
      .catch((e: unknown) => setFailed(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [text, format, router]);

  useEffect(() => {
    viewer.current?.setSelection(selectedKey === '' ? [] : selectedKey.split(',').map(Number));
  }, [selectedKey, ready]);

  if (failed !== null) return <pre className="config-content__fallback">{text}</pre>;
  return (
    <div className="config-content" aria-label="Config content" role="region">
      {!ready && <LoadingBlock label="Loading viewer…" />}
      <div ref={host} className="config-content__editor" data-selected={selectedKey} />
      {selected.length > 0 && (
        <p className="config-content__selected">Selected lines: {selected.join(', ')}</p>
      )}
    </div>
  );
}
