// What the page shows when the console's own code fails to load after the entry ran (a chunk
// request refused or cut, no service worker yet to serve it): a message and a way to retry,
// written without React, which is what failed to arrive.
import { errorMessage } from './error-message.ts';

/** Replaces `container`'s content with the failure to load the console, and a Reload button. */
export function showLoadFailure(container: HTMLElement, error: unknown): void {
  const box = document.createElement('div');
  box.className = 'boot-failure';
  box.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.textContent = 'The console could not start';
  const text = document.createElement('p');
  text.textContent = 'Part of its code did not load. Check the connection, then reload the page.';
  const detail = document.createElement('p');
  detail.textContent = errorMessage(error) || 'Unknown error';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'mc-button';
  reload.dataset['variant'] = 'primary';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  box.append(title, text, detail, reload);
  container.replaceChildren(box);
}
