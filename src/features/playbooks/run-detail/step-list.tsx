// The run's steps (spec §2.11): each with its status and times; the selected one is pressed;
// skipped ones are shown but cannot be selected; a sleeping one says when it is scheduled.
import { BareButton } from '../../../components/ui/button.tsx';
import { RunStatus } from '../runs/run-status.tsx';
import { duration } from '../runs/run-time.ts';
import { selectable, timeUntilScheduled, type Step } from './steps-model.ts';

export function StepList({
  steps,
  selected,
  nowMs,
  onSelect,
}: {
  steps: readonly Step[];
  selected: string | undefined;
  nowMs: number;
  onSelect: (id: string) => void;
}) {
  return (
    <ol className="run-steps" aria-label="Actions">
      {steps.map((step) => {
        const until = timeUntilScheduled(step, nowMs);
        const took =
          step.start_time !== null && step.end_time !== null
            ? duration(Date.parse(step.end_time) - Date.parse(step.start_time))
            : '';
        return (
          <li key={step.id}>
            <BareButton
              className="run-steps__step"
              aria-pressed={step.id === selected}
              isDisabled={!selectable(step)}
              onPress={() => onSelect(step.id)}
            >
              <span className="run-steps__name" title={step.name}>
                {step.name}
              </span>
              <RunStatus status={step.status} />
              <span className="run-steps__time">{until ?? took}</span>
            </BareButton>
          </li>
        );
      })}
    </ol>
  );
}
