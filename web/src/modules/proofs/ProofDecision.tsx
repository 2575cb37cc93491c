/**
 * The customer's answer to a proof: approve it (the typed full name and a
 * tick that the sheet is right) or ask for changes (a comment). Limits from @tas/garments; a
 * server BAD_USER_INPUT shows on its field; other errors (the link expired, a newer version,
 * the item changed) in a toast and the page reloads the proofs.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_APPROVER_NAME_LENGTH, MAX_PROOF_COMMENT_LENGTH, MIN_APPROVER_NAME_LENGTH } from '@tas/garments';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { graphql } from '../../gql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { Field, TextArea, TextField } from '../../ui/Field';

const ApproveProofDocument = graphql(`
  mutation ApproveProof($token: String!, $proofId: ID!, $approverName: String!, $agreed: Boolean!) {
    approveProof(token: $token, proofId: $proofId, approverName: $approverName, agreed: $agreed) {
      ...ProofSheet_proof
    }
  }
`);

const RequestProofChangesDocument = graphql(`
  mutation RequestProofChanges($token: String!, $proofId: ID!, $comment: String!) {
    requestProofChanges(token: $token, proofId: $proofId, comment: $comment) {
      ...ProofSheet_proof
    }
  }
`);

const approveSchema = z.object({
  approverName: z
    .string()
    .trim()
    .min(MIN_APPROVER_NAME_LENGTH, 'Type your full name to approve')
    .max(MAX_APPROVER_NAME_LENGTH, `Use at most ${MAX_APPROVER_NAME_LENGTH} characters`),
  agreed: z.boolean().refine((v) => v, 'Tick the box to confirm the proof is right'),
});
type ApproveValues = z.infer<typeof approveSchema>;

const changesSchema = z.object({
  comment: z
    .string()
    .trim()
    .min(1, 'Say what should change')
    .max(MAX_PROOF_COMMENT_LENGTH, `Use at most ${MAX_PROOF_COMMENT_LENGTH.toLocaleString('en-US')} characters`),
});
type ChangesValues = z.infer<typeof changesSchema>;

export function ProofDecision({
  token,
  proofId,
  productName,
  onDecided,
}: {
  token: string;
  proofId: string;
  productName: string;
  /** Called after a decision or a refusal that changes what the page shows. */
  onDecided: () => void;
}) {
  const [mode, setMode] = useState<'approve' | 'changes'>('approve');
  const [approve, approving] = useMutation(ApproveProofDocument);
  const [askChanges, asking] = useMutation(RequestProofChangesDocument);
  const approveForm = useForm<ApproveValues>({
    resolver: zodResolver(approveSchema),
    defaultValues: { approverName: '', agreed: false },
  });
  const changesForm = useForm<ChangesValues>({ resolver: zodResolver(changesSchema), defaultValues: { comment: '' } });

  const failed = (error: unknown, fields: string[], setField: (field: string, message: string) => void) => {
    let shown = false;
    for (const [field, message] of Object.entries(fieldErrors(error)))
      if (fields.includes(field)) {
        setField(field, message);
        shown = true;
      }
    if (!shown) {
      toast.error(errorMessage(error, 'Your answer could not be saved'));
      onDecided();
    }
  };

  const onApprove = approveForm.handleSubmit(async (values) => {
    try {
      await approve({ variables: { token, proofId, ...values } });
      toast.success(`${productName}: proof approved`);
      onDecided();
    } catch (error) {
      failed(error, ['approverName', 'agreed'], (f, message) =>
        approveForm.setError(f as keyof ApproveValues, { type: 'server', message }),
      );
    }
  });
  const onChanges = changesForm.handleSubmit(async (values) => {
    try {
      await askChanges({ variables: { token, proofId, comment: values.comment } });
      toast.success(`${productName}: your changes were sent`);
      onDecided();
    } catch (error) {
      failed(error, ['comment'], (_f, message) => changesForm.setError('comment', { type: 'server', message }));
    }
  });

  const approveErrors = approveForm.formState.errors;
  return (
    <section className="proof-decision" aria-label={`Your answer on ${productName}`}>
      <div className="segmented" role="group" aria-label="Your answer">
        <button
          type="button"
          className="segmented__item"
          aria-pressed={mode === 'approve'}
          onClick={() => setMode('approve')}
        >
          Approve
        </button>
        <button
          type="button"
          className="segmented__item"
          aria-pressed={mode === 'changes'}
          onClick={() => setMode('changes')}
        >
          Ask for changes
        </button>
      </div>
      {mode === 'approve' ? (
        <form className="proof-decision__form" onSubmit={(e) => void onApprove(e)} noValidate>
          <TextField
            label="Your full name"
            autoComplete="name"
            required
            error={approveErrors.approverName?.message}
            {...approveForm.register('approverName')}
          />
          <div className={['field', approveErrors.agreed ? 'field--invalid' : ''].join(' ')}>
            <label className="checkbox">
              <input type="checkbox" {...approveForm.register('agreed')} aria-invalid={Boolean(approveErrors.agreed)} />
              <span>I checked the names, numbers, sizes, colours and spelling: make it as shown on this proof.</span>
            </label>
            {approveErrors.agreed ? (
              <p className="field__error" role="alert">
                {approveErrors.agreed.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="primary" loading={approving.loading}>
            Approve this proof
          </Button>
        </form>
      ) : (
        <form className="proof-decision__form" onSubmit={(e) => void onChanges(e)} noValidate>
          <Field label="What should change?" error={changesForm.formState.errors.comment?.message}>
            {({ id, describedBy, invalid }) => (
              <TextArea
                id={id}
                rows={4}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...changesForm.register('comment')}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" loading={asking.loading}>
            Send my changes
          </Button>
        </form>
      )}
    </section>
  );
}
