import * as v from 'valibot';
import { useHydrated, useLocation } from '@college/design-system';
import { type PaymentHandover, paymentHandover, paymentHandoverSchema } from '../shared/payment-session';

/**
 * The application /payment works on: the navigation state of the submit (or status look-up) that
 * led here, else what this tab kept, so a reload still finds it. Undefined until hydrated: the
 * prerendered page cannot know it.
 */
export function useHandover(): { ready: boolean; handover?: PaymentHandover } {
  const hydrated = useHydrated();
  const { state } = useLocation();
  if (!hydrated) return { ready: false };
  const fromState = v.safeParse(paymentHandoverSchema, state);
  return { ready: true, handover: fromState.success ? fromState.output : paymentHandover.read() };
}
