import { Alert } from '../../components/ui/alert.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { Heading } from '../../components/ui/typography.tsx';
import { errorMessage } from '../error-message.ts';
import './shell.css';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  error: unknown;
  title?: string;
  /** Shows a 'Try again' button. */
  onRetry?: () => void;
}

/** A page-sized error: what went wrong, and a way to try again or go home. */
export function ErrorView({ error, title = 'Something went wrong', onRetry }: ErrorViewProps) {
  return (
    <div className="shell-message">
      <Heading level={1}>{title}</Heading>
      <Alert tone="error">{errorMessage(error)}</Alert>
      <div className="shell-message__actions">
        {onRetry !== undefined && (
          <Button variant="primary" onPress={onRetry}>
            Try again
          </Button>
        )}
        <LinkButton href="/">Go to the dashboard</LinkButton>
      </div>
    </div>
  );
}
