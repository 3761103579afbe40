// Where JSON text first goes wrong. JSON.parse says so in words that differ between browsers
// (and often without a position), so this small scanner finds the offset and names the problem
// the same way everywhere. It only checks; JSON.parse still makes the value.

export interface JsonSyntaxError {
  offset: number;
  message: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const literals = ['true', 'false', 'null'];
const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function describe(char: string | undefined): string {
  return char === undefined ? 'end of input' : `'${char}'`;
}

export function firstJsonError(text: string): JsonSyntaxError | undefined {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text.charAt(at))) at++;
  };
  const fail = (expected: string): never => {
    throw new Stop(at, `Expected ${expected} but found ${describe(text[at])}`);
  };
  const string = () => {
    at++;
    while (at < text.length) {
      const char = text.charAt(at);
      if (char === '"') {
        at++;
        return;
      }
      if (char === '\\') {
        const next = text.charAt(at + 1);
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6)))
            throw new Stop(at, 'Invalid \\u escape in string');
          at += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(next) || next === '')
          throw new Stop(at, `Invalid escape '\\${next}' in string`);
        at += 2;
        continue;
      }
      if (char < ' ') throw new Stop(at, 'Line break or control character inside a string');
      at++;
    }
    throw new Stop(at, 'Unterminated string');
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') {
      at++;
      space();
      if (text[at] === '}') {
        at++;
        return;
      }
      for (;;) {
        space();
        if (text[at] !== '"') fail('a property name in double quotes');
        string();
        space();
        if (text[at] !== ':') fail("':'");
        at++;
        value();
        space();
        if (text[at] === ',') {
          at++;
          continue;
        }
        if (text[at] === '}') {
          at++;
          return;
        }
        fail("',' or '}'");
      }
    }
    if (char === '[') {
      at++;
      space();
      if (text[at] === ']') {
        at++;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[at] === ',') {
          at++;
          continue;
        }
        if (text[at] === ']') {
          at++;
          return;
        }
        fail("',' or ']'");
      }
    }
    if (char === '"') return string();
    for (const word of literals)
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
    numberPattern.lastIndex = at;
    const number = numberPattern.exec(text);
    if (number !== null) {
      at += number[0].length;
      return;
    }
    fail('a value');
  };
  try {
    value();
    space();
    if (at < text.length) fail('end of input');
    return undefined;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, message: error.message };
    throw error;
  }
}
