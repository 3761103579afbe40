import { describe, expect, it } from 'vitest';
import { initialsOf, ownImageUrl } from './avatar.tsx';

const ORIGIN = 'https://mc.example.com';

describe('ownImageUrl', () => {
  it('keeps pictures on our own origin and data: images', () => {
    expect(ownImageUrl('/avatars/ann.png', ORIGIN)).toBe('/avatars/ann.png');
    expect(ownImageUrl('a.png', ORIGIN)).toBe('a.png');
    expect(ownImageUrl('https://mc.example.com/x.svg', ORIGIN)).toBe('https://mc.example.com/x.svg');
    expect(ownImageUrl('data:image/png;base64,iVBORw0KGgo=', ORIGIN)).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('draws initials instead of asking another site, which would learn the name', () => {
    expect(ownImageUrl('https://api.dicebear.com/9.x/initials/svg?seed=Ada%20Admin', ORIGIN)).toBeNull();
    expect(ownImageUrl('//cdn.example.org/a.png', ORIGIN)).toBeNull();
    expect(ownImageUrl('http://mc.example.com/x.png', ORIGIN)).toBeNull();
    expect(ownImageUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(ownImageUrl('data:text/html,<b>x</b>', ORIGIN)).toBeNull();
  });

  it('has nothing to show for a missing address', () => {
    for (const src of [null, undefined, '', '  ']) expect(ownImageUrl(src, ORIGIN)).toBeNull();
  });
});

describe('initialsOf', () => {
  it('takes the first and last word, or the first letter of an address', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('ops@example.com')).toBe('O');
  });
});
