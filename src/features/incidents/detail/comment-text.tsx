import { parseComment } from '../model/mentions.ts';

/** A comment with its mentions shown as names. */
export function CommentText({ text }: { text: string }) {
  return (
    <span className="incident-comment__text">
      {parseComment(text).map((part, i) =>
        part.kind === 'text' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <strong key={i} className="incident-mention" data-user-id={part.id}>
            @{part.name}
          </strong>
        ),
      )}
    </span>
  );
}
