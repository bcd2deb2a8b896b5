import { orderLimitUpdateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { InlineLoader } from '@/components/ui/page-loader';
import { PendingButton } from '@/components/ui/pending-button';
import { QueryContent } from '@/components/ui/query-content';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useOrderLimit, useSetOrderLimit } from '@/lib/order-limit';

const m = messages.orderLimits;

/**
 * Manage Users' "Order limit": a dialog with what the account may hold in unpaid orders, what it holds, and a field for
 * an own limit in dollars (empty: its tier's applies), checked with the contract's schema as the server checks it.
 */
export function OrderLimitButton({ email, describedBy }: { email: string; describedBy: string }) {
  const [open, setOpen] = useState(false);
  const [entered, setEntered] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const toast = useToast();
  const limit = useOrderLimit(email, { enabled: open });
  const save = useSetOrderLimit(email);

  const close = () => {
    setOpen(false);
    setEntered(null);
    setError(undefined);
  };
  const shown = entered ?? (limit.data?.ownLimit == null ? '' : String(limit.data.ownLimit));
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = orderLimitUpdateSchema.safeParse({ ownLimit: shown.trim() === '' ? null : Number(shown) });
    if (!parsed.success) {
      setError(m.ownLimitInvalid);
      return;
    }
    save.mutate(parsed.data.ownLimit, {
      onSuccess: () => {
        toast.success(m.saved(email));
        close();
      },
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  };

  return (
    <>
      <button type="button" className="btn btn-outline btn-sm whitespace-nowrap" aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {m.open}
      </button>
      <Modal
        open={open}
        title={m.dialogTitle(email)}
        busy={save.isPending}
        onClose={close}
        description={
          // Read only once opened: a closed dialog of each row would otherwise hold a spinner that never ends.
          open && (
            <QueryContent query={limit} loading={<InlineLoader label={m.loading} />} errorTitle="We could not load the order limit">
              {(data) => (
                <>
                  <p>
                    {data.ownLimit !== null && <span className="badge badge-soft badge-primary">{m.ownLimitSet}</span>}{' '}
                    {m.summary(data.unpaidValueLimit, data.unpaidValue)}
                  </p>
                  <p className="mt-2 text-sm">{m.tierLimit(m.tiers[data.tier], data.tierLimit)}</p>
                </>
              )}
            </QueryContent>
          )
        }
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={close} disabled={save.isPending}>
              Cancel
            </button>
            <PendingButton type="submit" form={formId} className="btn btn-primary" pending={save.isPending} disabled={!limit.data}>
              {m.save}
            </PendingButton>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={onSubmit}>
          <TextField
            label={m.ownLimitLabel}
            inputMode="numeric"
            autoComplete="off"
            placeholder={m.ownLimitHint}
            value={shown}
            error={error}
            onChange={(event) => {
              setEntered(event.target.value);
              setError(undefined);
            }}
          />
          <p className="mt-1 text-sm text-base-content/70">{m.ownLimitHint}</p>
        </form>
      </Modal>
    </>
  );
}
