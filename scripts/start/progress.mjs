// What `npm start` says while it builds the console on a first run: Vite's own lines reduced to
// the ones that show progress, and a heartbeat so a long quiet step never looks like a hang.

/** Terminal colour codes (ESC [ … m), built from the escape character so the source stays plain text. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Vite's build output lines worth showing as progress (the per-file size table is not). */
const PROGRESS =
  /(transforming|modules transformed|rendering chunks|computing gzip|built in|[Ee]rror|[Ww]arn|PWA v|precache )/;

/**
 * The progress line to print for one line of Vite's output, or null to keep quiet.
 * @param {string} line
 * @returns {string | null}
 */
export function progressLine(line) {
  // Colour codes off, so the match and the output are plain text.
  const text = line.replace(COLOUR, '').trim();
  if (text === '' || !PROGRESS.test(text)) return null;
  return `  ${text}`;
}

/**
 * "Still building (25 s)…", for the heartbeat.
 * @param {number} elapsedMs
 * @returns {string}
 */
export function heartbeatLine(elapsedMs) {
  return `  still building (${Math.round(elapsedMs / 1000)} s)…`;
}
