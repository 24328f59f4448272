import { useState } from 'react';
import { useToast } from '@mall/ui/toast-provider';

/** A mutation hook of this feature (approve or reject), as far as a decision needs it. */
type UseDecide<Input> = (options: { onSuccess?: () => void }) => { isPending: boolean; mutate: (input: Input) => void };

export interface ReviewDecision<Row, Input> {
  /** The row whose decision dialog is open, or null. */
  row: Row | null;
  open: (row: Row) => void;
  close: () => void;
  isPending: boolean;
  mutate: (input: Input) => void;
}

/** One decision on a review queue (approve or reject): the row it is asked for and its mutation; once it succeeds, a toast names the order and the dialog closes. */
export function useReviewDecision<Row extends { order_no: string }, Input>(
  useDecide: UseDecide<Input>,
  doneMessage: (orderNo: string | undefined) => string,
): ReviewDecision<Row, Input> {
  const toast = useToast();
  const [row, setRow] = useState<Row | null>(null);
  const { isPending, mutate } = useDecide({
    onSuccess: () => { toast.show(doneMessage(row?.order_no), 'success'); setRow(null); },
  });
  return { row, open: setRow, close: () => setRow(null), isPending, mutate };
}
