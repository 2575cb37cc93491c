/**
 * 'Open my locker': a locker lives on the server under its code (shown on the locker
 * page), so a customer who started on another device opens it here by that code, or by the link
 * of their email (`?open=<code>` on the locker page). `openLocker` makes it this browser's locker
 * of the project from then on.
 */
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

const OpenLockerDocument = graphql(`
  mutation OpenLocker($code: String!) {
    openLocker(code: $code) {
      code
    }
  }
`);

/** The query parameter of the email's link that opens a locker. */
export const OPEN_LOCKER_PARAM = 'open';

function useOpenLocker(onOpened: () => void) {
  const [open, { loading }] = useMutation(OpenLockerDocument);
  const run = async (code: string): Promise<string | null> => {
    try {
      await open({ variables: { code: code.trim() } });
      toast.success('Locker opened');
      onOpened();
      return null;
    } catch (e) {
      return fieldErrors(e)['code'] ?? errorMessage(e, 'The locker could not be opened');
    }
  };
  return { run, loading };
}

/** Opens the locker of the email's link (`?open=<code>`) once, then drops the parameter. */
export function OpenLockerFromLink({ onOpened }: { onOpened: () => void }) {
  const [params, setParams] = useSearchParams();
  const code = params.get(OPEN_LOCKER_PARAM);
  const { run } = useOpenLocker(onOpened);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!code || done.current === code) return;
    done.current = code;
    void run(code).then((error) => {
      if (error) toast.error(error);
      const next = new URLSearchParams(params);
      next.delete(OPEN_LOCKER_PARAM);
      setParams(next, { replace: true });
    });
  }, [code]); // eslint-disable-line react-hooks/exhaustive-deps -- once per code
  return null;
}

/** The form: the locker's code (20 letters and digits) and 'Open my locker'. */
export function OpenLockerForm({ onOpened }: { onOpened: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { run, loading } = useOpenLocker(onOpened);
  return (
    <form
      className="open-locker"
      aria-labelledby="open-locker-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) {
          setError('Enter the locker code');
          return;
        }
        void run(code).then((message) => {
          setError(message ?? undefined);
          if (!message) setCode('');
        });
      }}
    >
      <h2 id="open-locker-title" className="open-locker__title">
        Started on another device?
      </h2>
      <p className="muted open-locker__text">
        Enter the code shown on your locker page there to open the same locker here.
      </p>
      <div className="open-locker__row">
        <TextField
          label="Locker code"
          autoComplete="off"
          spellCheck={false}
          value={code}
          maxLength={40}
          error={error}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button type="submit" variant="secondary" loading={loading}>
          Open my locker
        </Button>
      </div>
    </form>
  );
}
