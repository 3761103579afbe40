import { describe, expect, it } from 'vitest';
import { containsAllWords, matchClass, normalizeSearch } from './match-rank.ts';

describe('match class', () => {
  it('puts a prefix before a word start before a match inside a word', () => {
    expect(matchClass('nginx-ingress', 'ngi')).toBe(0);
    expect(matchClass('kube-nginx', 'ngi')).toBe(1);
    expect(matchClass('api/nginx', 'ngi')).toBe(1);
    expect(matchClass('my nginx', 'ngi')).toBe(1);
    expect(matchClass('angina', 'ngi')).toBe(2);
    expect(matchClass('redis', 'ngi')).toBe(2);
  });

  it('finds a word start after an earlier match inside a word', () => {
    expect(matchClass('sing-singer', 'sing')).toBe(0);
    expect(matchClass('using-singer', 'sing')).toBe(1);
  });

  it('takes words typed apart one by one, at the rank of the worst', () => {
    expect(matchClass('theme: dark', 'theme dar')).toBe(1);
    expect(matchClass('go to health', 'go heal')).toBe(1);
    expect(matchClass('go to health', 'go ealth')).toBe(2);
    expect(matchClass('nginx ingress', 'nginx ingress')).toBe(0);
  });

  it('ranks every title first for empty text', () => {
    expect(matchClass('anything', '')).toBe(0);
  });
});

describe('search text', () => {
  it('is trimmed, single-spaced and lower case, and matches when every word is somewhere', () => {
    expect(normalizeSearch('  Go   TO ')).toBe('go to');
    expect(containsAllWords(['go to health', 'navigation'], 'go heal')).toBe(true);
    expect(containsAllWords(['go to health'], 'go cat')).toBe(false);
    expect(containsAllWords([], '')).toBe(true);
  });
});
