// Test for an existing connection (spec 02-areas §2.13, §8 "Connection test"): the server tries
// the saved connection; 'Test Connection Results' says 'Connection successful', the server's
// error (pretty JSON when it is JSON), 'We currently do not support testing this connection
// type' or 'Testing connection failed!'. A server call: offline the button says why it waits.
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/dialog.tsx';
import { testConnection, type TestOutcome } from './connection-api.ts';

export function TestConnectionButton({ id, online }: { id: string; online: boolean }) {
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | undefined>(undefined);
  const run = async () => {
    setTesting(true);
    try {
      setOutcome(await testConnection(id));
    } finally {
      setTesting(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={testing || !online}
        onPress={() => void run()}
        {...(online ? {} : { 'aria-describedby': 'conn-test-offline' })}
      >
        {testing ? 'Testing...' : 'Test Connection'}
      </Button>
      {!online && (
        <span id="conn-test-offline" className="mc-visually-hidden">
          Testing needs the connection to the server
        </span>
      )}
      {outcome !== undefined && (
        <Modal
          title="Test Connection Results"
          size="sm"
          isOpen
          onOpenChange={(open) => {
            if (!open) setOutcome(undefined);
          }}
          footer={(close) => (
            <Button variant="primary" onPress={close}>
              Close
            </Button>
          )}
        >
          <div role="status" className={`conn-test conn-test--${outcome.ok ? 'ok' : 'failed'}`}>
            {outcome.message.includes('\n') ? <pre>{outcome.message}</pre> : <p>{outcome.message}</p>}
          </div>
        </Modal>
      )}
    </>
  );
}
