// Saves the shown lines as a file, with the spec's toasts ('Downloaded logs', 'Failed to download logs').
import { toast } from '../../components/ui/toast.tsx';
import type { LogLine } from './logs-api.ts';
import { downloadFileName, downloadText } from './logs-model.ts';

export function downloadLogs(lines: readonly LogLine[], component: string, selector: string): void {
  try {
    const url = URL.createObjectURL(new Blob([downloadText(lines)], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = downloadFileName(component, selector);
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file once the click has been handled.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
    toast.success('Downloaded logs');
  } catch {
    toast.error('Failed to download logs');
  }
}
