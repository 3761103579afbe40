// Simulated playbook actions: the reference server never runs a command, calls a URL or queries
// a database for a playbook. Each action kind answers with the result shape the product stores
// (exec: shell.ExecDetails; http: PlaybookHTTPResult; sql: PlaybookSQLResult; notification),
// with output derived from the script and the resource, and a short deterministic duration so a
// demo run finishes in a few seconds.
import { createHash } from 'node:crypto';
import type { PlaybookAction } from './spec.ts';
import { renderGoTemplate, type TemplateEnv } from './template.ts';

export interface SimulatedOutcome {
  status: 'completed' | 'failed';
  result: Record<string, unknown>;
  durationMs: number;
}

/** A stable number in [0, 1) from the run and action (the same run always takes as long). */
function unit(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

const nameOf = (env: TemplateEnv): string => {
  for (const k of ['config', 'component', 'check']) {
    const row = env[k];
    if (row !== null && typeof row === 'object' && typeof (row as { name?: unknown }).name === 'string')
      return (row as { name: string }).name;
  }
  return 'demo';
};

/** Canned lines for the commands and step names the demo playbooks use. */
function cannedLines(words: string, target: string): string[] {
  const w = words.toLowerCase();
  if (w.includes('rollout restart') || w.includes('restart')) return [`deployment.apps/${target} restarted`];
  if (w.includes('rollout undo')) return [`deployment.apps/${target} rolled back`];
  if (w.includes('rollout') || w.includes('wait for'))
    return [
      `Waiting for deployment "${target}" rollout to finish: 1 of 3 updated replicas are available...`,
      `Waiting for deployment "${target}" rollout to finish: 2 of 3 updated replicas are available...`,
      `deployment "${target}" successfully rolled out`,
    ];
  if (w.includes('scale')) return [`deployment.apps/${target} scaled`];
  if (w.includes('cordon')) return [`node/${target} cordoned`];
  if (w.includes('drain'))
    return [`evicting pod kube-system/coredns-5d78c9869d-8kq2x`, `node/${target} drained`];
  if (w.includes('snapshot')) return [`DBSnapshotIdentifier: ${target}-manual-snapshot`, 'Status: available'];
  if (w.includes('logs')) return [`collected 214 lines from ${target}`, 'see https://grafana.acme.io/d/logs'];
  if (w.includes('describe') || w.includes('get pods'))
    return [
      'NAME                      READY   STATUS    RESTARTS   AGE',
      `${target}-7c9f8d6b5-x2kq9   1/1     Running   0          3h`,
    ];
  return [];
}

function simulateExec(
  script: string,
  action: PlaybookAction,
  env: TemplateEnv,
  seed: string,
): SimulatedOutcome {
  const target = nameOf(env);
  const stdout: string[] = [];
  const stderr: string[] = [];
  let exitCode = 0;
  let extraMs = 0;
  for (const raw of script.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const echo = /^echo\s+(.*)$/.exec(line);
    const exit = /^exit\s+(\d+)/.exec(line);
    const sleep = /^sleep\s+(\d+(?:\.\d+)?)/.exec(line);
    if (echo) stdout.push((echo[1] ?? '').replace(/^(["'])(.*)\1$/, '$2'));
    else if (sleep) extraMs += Math.min(3000, Number(sleep[1]) * 1000);
    else if (exit) {
      exitCode = Number(exit[1]);
      break;
    } else if (/^(false|command-not-found)\b/.test(line)) {
      exitCode = 1;
      stderr.push(`${line.split(/\s+/)[0] ?? ''}: exit status 1`);
      break;
    } else stdout.push(...cannedLines(line, target));
  }
  stdout.push(...cannedLines(action.name, target));
  if (exitCode !== 0 && stderr.length === 0)
    stderr.push(`Error: ${action.name} failed with exit code ${exitCode}`);
  return {
    status: exitCode === 0 ? 'completed' : 'failed',
    result: {
      stdout: stdout.join('\n'),
      stderr: stderr.join('\n'),
      exitCode,
      path: '/bin/bash',
      args: ['-c', script],
    },
    durationMs: 300 + Math.round(unit(seed) * 600) + extraMs,
  };
}

/** The outcome of one action; templates in its fields are rendered from the run's environment. */
export function simulateAction(action: PlaybookAction, env: TemplateEnv, seed: string): SimulatedOutcome {
  const duration = 200 + Math.round(unit(seed) * 500);
  if (action.exec !== undefined)
    return simulateExec(renderGoTemplate(action.exec.script, env), action, env, seed);
  if (action.http !== undefined) {
    const url = renderGoTemplate(action.http.url ?? '', env);
    const code = /fail|5\d\d/.test(url) ? 500 : 200;
    return {
      status: 'completed',
      result: {
        code,
        headers: { 'Content-Type': 'application/json' },
        content: JSON.stringify(code === 200 ? { status: 'ok', url } : { error: 'Internal Server Error' }),
      },
      durationMs: duration,
    };
  }
  if (action.sql !== undefined) {
    const query = renderGoTemplate(action.sql.query, env);
    return {
      status: 'completed',
      result: { query, rows: [{ count: 42 }], count: 1, columns: ['count'] },
      durationMs: duration,
    };
  }
  if (action.notification !== undefined) {
    const title = renderGoTemplate(action.notification.title ?? '', env);
    const message = renderGoTemplate(action.notification.message ?? '', env);
    return { status: 'completed', result: { title, message, slack: message }, durationMs: duration };
  }
  return {
    status: 'completed',
    result: { logs: `${action.name}: ok`, stdout: cannedLines(action.name, nameOf(env)).join('\n') },
    durationMs: duration,
  };
}
