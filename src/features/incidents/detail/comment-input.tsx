// Comment input (spec §2.9, §5): hypothesis picker, text with @mentions stored as markup, Enter
// (or the send button) submits. The comment shows at once (optimistic) and waits in the outbox.
import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select, SelectItem } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useCurrentUser } from '../../../lib/access/use-access.ts';
import { useLiveQuery, useMutate } from '../../../sync/client/hooks.tsx';
import type { HypothesisRow } from '../../../sync/collections/hypotheses.ts';
import type { IncidentRow } from '../../../sync/collections/incidents.ts';
import { people } from '../../../sync/collections/people.ts';
import { createComment } from '../../../sync/mutators/comments.ts';
import { insertMention, mentionQueryAt, withMentionMarkup, type Mention } from '../model/mentions.ts';
import { mentionQuery } from '../model/queries.ts';
import { hypothesisName } from '../model/changelog.ts';
import './comments.css';

export function CommentInput({
  incident,
  hypotheses,
  fixedHypothesis,
}: {
  incident: IncidentRow;
  hypotheses: readonly HypothesisRow[];
  fixedHypothesis?: string;
}) {
  const mutate = useMutate();
  const user = useCurrentUser();
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [mentions, setMentions] = useState<readonly Mention[]>([]);
  const [sending, setSending] = useState(false);
  const root = hypotheses.find((h) => h.type === 'root') ?? hypotheses[0];
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const hypothesisId = fixedHypothesis ?? picked ?? root?.id;
  const area = useRef<HTMLTextAreaElement>(null);
  const mention = mentionQueryAt(text, caret);
  const matches = useLiveQuery(people, mentionQuery(mention?.query ?? null));
  const options = useMemo(
    () => (mention === null ? [] : (matches.result?.rows ?? [])),
    [mention, matches.result],
  );

  const send = async () => {
    if (hypothesisId === undefined) return void toast.error('Please select any hypothesis');
    if (text.trim() === '') return void toast.error('Please add comment details');
    if (user === undefined) return;
    setSending(true);
    try {
      await mutate(createComment, {
        id: crypto.randomUUID(),
        incident_id: incident.id,
        hypothesis_id: hypothesisId,
        comment: withMentionMarkup(text.trim(), mentions),
        created_by: user.id,
        created_at: new Date().toISOString(),
        author: { id: user.id, name: user.name, avatar: user.avatar },
        label: incident.incident_id ?? incident.title,
      });
      setText('');
      setCaret(0);
      setMentions([]);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  const choose = (name: string, id: string) => {
    if (mention === null) return;
    const next = insertMention(text, mention.start, caret, name);
    setMentions((chosen) => [...chosen, { name, id }]);
    setText(next.text);
    setCaret(next.caret);
    area.current?.focus();
  };

  return (
    <div className="incident-comment-input">
      {fixedHypothesis === undefined && (
        <div className="incident-comment-input__hypothesis">
          <Select
            aria-label="Hypothesis"
            selectedKey={hypothesisId ?? null}
            onSelectionChange={(k) => setPicked(String(k))}
            placeholder="Select hypothesis"
          >
            {hypotheses.map((h) => (
              <SelectItem key={h.id} id={h.id} textValue={hypothesisName(h)}>
                {hypothesisName(h)}
              </SelectItem>
            ))}
          </Select>
        </div>
      )}
      <div className="incident-comment-input__box">
        <textarea
          ref={area}
          aria-label="Comment"
          placeholder="Comment (@ to mention)"
          rows={2}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setCaret(e.target.selectionStart);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              const first = options[0];
              if (first) choose(first.name, first.id);
              else if (!sending && text.trim() !== '') void send();
            }
          }}
        />
        {options.length > 0 && (
          <ul className="incident-mentions" role="listbox" aria-label="Mention a person">
            {options.map((p, index) => (
              <li
                key={p.id}
                role="option"
                // Enter picks the first: say so.
                aria-selected={index === 0}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(p.name, p.id);
                }}
              >
                {p.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button
        variant="primary"
        aria-label="Send comment"
        isDisabled={sending || text.trim() === ''}
        onPress={() => void send()}
      >
        Send
      </Button>
    </div>
  );
}
