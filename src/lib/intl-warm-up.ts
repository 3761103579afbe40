// The first Intl call in a page loads ICU's locale data: 15–27 ms on our machines. react-aria
// makes that call at the top level of one of its modules (getDefaultLocale), so it used to land
// inside the task that evaluates the shell's code, making it one of the cold start's longest
// (36 ms of CPU, 56 ms on the clock). Made here, in a task of its own while that code is still
// downloading, it adds to no other work; react-aria's own call is then cheap.

/** Loads ICU's data in a task of its own, soon. */
export function warmUpIntlSoon(): void {
  setTimeout(() => {
    try {
      Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);
    } catch {
      // A malformed language tag: react-aria falls back to en-US the same way.
    }
  }, 0);
}
