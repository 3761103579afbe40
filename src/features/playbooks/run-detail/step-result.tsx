// The selected step's output: its error, stdout, stderr and logs ('No result' when it has none).
// Addresses in them are links only when they are http or https (spec §2.11).
import { Link } from '../../../components/ui/link.tsx';
import { linkify, NO_RESULT, resultSections, type Step } from './steps-model.ts';

export function StepResult({ step }: { step: Step | undefined }) {
  if (step === undefined) return <p className="run-result__empty">{NO_RESULT}</p>;
  const sections = resultSections(step);
  return (
    <section className="run-result" aria-label={`Result of ${step.name}`}>
      <h2 className="run-result__title">{step.name}</h2>
      {sections.length === 0 && <p className="run-result__empty">{NO_RESULT}</p>}
      {sections.map((s) => (
        <div key={s.label} className="run-result__section">
          <h3 className="run-result__label">{s.label}</h3>
          <pre className="run-result__text">
            {linkify(s.text).map((part, i) =>
              part.href === undefined ? (
                <span key={i}>{part.text}</span>
              ) : (
                <Link key={i} href={part.href} target="_blank" rel="noreferrer noopener">
                  {part.text}
                </Link>
              ),
            )}
          </pre>
        </div>
      ))}
    </section>
  );
}
