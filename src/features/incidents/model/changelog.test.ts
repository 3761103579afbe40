import { describe, expect, it } from 'vitest';
import { changelogSentence, hypothesisName } from './changelog.ts';

describe('the changelog in words', () => {
  it('says what changed as the controls name it', () => {
    expect(
      changelogSentence(
        { type: 'incident.status_updated', description: 'Status changed to mitigated' },
        undefined,
      ),
    ).toBe('Status changed to Mitigated');
    expect(changelogSentence({ type: 'incident.created', description: 'Checkout down' }, undefined)).toBe(
      'Incident “Checkout down” created',
    );
    expect(changelogSentence({ type: 'responder.created', description: 'jira' }, undefined)).toBe(
      'Jira responder added',
    );
  });

  it('names hypotheses, untitled ones too', () => {
    const factor = { title: '', type: 'factor' };
    expect(hypothesisName(factor)).toBe('Untitled factor');
    expect(changelogSentence({ type: 'hypothesis.created', description: '' }, factor)).toBe(
      'Factor “Untitled factor” added',
    );
    expect(
      changelogSentence(
        { type: 'hypothesis.status_updated', description: 'Hypothesis status changed to likely' },
        { title: 'Cache stampede', type: 'factor' },
      ),
    ).toBe('“Cache stampede” marked Likely');
  });

  it('never shows a raw event name', () => {
    expect(changelogSentence({ type: 'something.new', description: 'x' }, undefined)).toBe(
      'Something New: x',
    );
  });
});
