/** A playbook sport's own controls in the edit panel: move up and down, and the inline rename. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { graphql } from '../../gql';
import type { PlaybookEditPanel_SportFragment } from '../../gql/graphql';
import { TextInput } from '../../ui/Field';
import { IconCheck, IconChevronDown, IconX } from '../../ui/icons';
import { refetchAfterEdit } from './edit-options';
import { EDIT_ERRORS, formFieldErrors } from '../project/form-errors';

export const OWN_QUERY = 'PlaybookEditPanel';

export const RenamePlaybookSportDocument = graphql(`
  mutation RenamePlaybookSport($playbookId: ID!, $sportId: ID!, $name: String!) {
    renamePlaybookSport(playbookId: $playbookId, sportId: $sportId, name: $name) {
      id
      sports {
        ...PlaybookEditPanel_sport
      }
    }
  }
`);

export type Sport = PlaybookEditPanel_SportFragment;

export const renameSchema = z.object({
  name: z.string().trim().min(1, 'Enter the sport name').max(60, 'Use at most 60 characters'),
});

export type RenameValues = z.infer<typeof renameSchema>;

/**
 * Move up / move down of one item of an ordered list. The buttons stay focusable while a change
 * runs or at the ends of the list (aria-disabled), so keyboard focus is never dropped.
 */
export function ReorderButtons({
  name,
  index,
  count,
  busy,
  spinning,
  refFor,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  busy: boolean;
  spinning: boolean;
  refFor: (by: -1 | 1) => (el: HTMLElement | null) => void;
  onMove: (by: -1 | 1) => void;
}) {
  const button = (by: -1 | 1) => {
    const blocked = busy || index + by < 0 || index + by >= count;
    return (
      <button
        ref={refFor(by)}
        type="button"
        className="icon-btn"
        aria-label={`Move ${name} ${by < 0 ? 'up' : 'down'}`}
        aria-disabled={blocked}
        onClick={() => {
          if (!blocked) onMove(by);
        }}
      >
        <IconChevronDown size={16} style={by < 0 ? { transform: 'rotate(180deg)' } : undefined} />
      </button>
    );
  };
  return (
    <>
      {button(-1)}
      {button(1)}
      {spinning ? <span className="visually-hidden" role="status">{`Moving ${name}…`}</span> : null}
    </>
  );
}

/** Inline rename of a sport (`renamePlaybookSport`): Enter saves, Escape cancels. */
export function RenameSportForm({
  playbookId,
  sport,
  onDone,
}: {
  playbookId: string;
  sport: Sport;
  onDone: () => void;
}) {
  const [rename, { loading }] = useMutation(RenamePlaybookSportDocument, refetchAfterEdit(OWN_QUERY));
  const { register, handleSubmit, setError, formState } = useForm<RenameValues>({
    resolver: zodResolver(renameSchema),
    defaultValues: { name: sport.name },
  });
  const error = formState.errors.name?.message;
  const errorId = `rename-${sport.id}-error`;

  const onSubmit = handleSubmit(async ({ name }) => {
    const trimmed = name.trim();
    if (trimmed === sport.name) {
      onDone();
      return;
    }
    try {
      await rename({ variables: { playbookId, sportId: sport.id, name: trimmed } });
      toast.success(`${trimmed} edited successfully.`);
      onDone();
    } catch (e) {
      const { fields, rest } = formFieldErrors(e, ['name'] as const);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (rest) toast.error(EDIT_ERRORS.other);
    }
  });

  return (
    <form className="pb-sport__rename" onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="field">
        <TextInput
          autoFocus
          aria-label={`New name for ${sport.name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onDone();
            }
          }}
          {...register('name')}
        />
        {error ? (
          <p className="field__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="icon-btn" aria-label="Save name" disabled={loading}>
        <IconCheck size={15} />
      </button>
      <button type="button" className="icon-btn" aria-label="Cancel rename" onClick={onDone}>
        <IconX size={15} />
      </button>
    </form>
  );
}
