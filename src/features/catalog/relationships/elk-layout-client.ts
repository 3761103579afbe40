import { wrapWorker, type Remote } from '../../../lib/worker-rpc.ts';
import type { ElkLayoutApi, LayoutRequest, LayoutResult } from '../../../workers/elk-layout.worker.ts';

/**
 * One elk worker per graph view, created on first use. `layout` cancels a layout still running
 * (the worker is terminated and replaced), so only the newest request resolves; `dispose` ends it.
 */
export class ElkLayoutClient {
  private worker: Worker | null = null;
  private remote: Remote<ElkLayoutApi> | null = null;
  private pending: ((reason: Error) => void) | null = null;

  private ensure(): Remote<ElkLayoutApi> {
    if (this.remote === null) {
      this.worker = new Worker(new URL('../../../workers/elk-layout.worker.ts', import.meta.url), {
        type: 'module',
        name: 'mcc-elk-layout',
      });
      this.remote = wrapWorker<ElkLayoutApi>(this.worker);
    }
    return this.remote;
  }

  cancel(): void {
    if (this.pending === null) return;
    this.pending(new Error('layout cancelled'));
    this.pending = null;
    this.dispose();
  }

  async layout(req: LayoutRequest): Promise<LayoutResult> {
    this.cancel();
    const remote = this.ensure();
    return new Promise<LayoutResult>((resolve, reject) => {
      this.pending = reject;
      remote.layout(req).then(
        (r) => {
          this.pending = null;
          resolve(r);
        },
        (e: unknown) => {
          this.pending = null;
          reject(e instanceof Error ? e : new Error(String(e)));
        },
      );
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
  }
}
