import type { UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

export interface FlightCallbacks<TData> {
  onError: (error: unknown) => void;
  onSuccess?: (data: TData) => void;
}

/**
 * Sends a payment mutation at most once at a time: a second click in the same tick comes before
 * React has disabled the button, so it is dropped here until the first request settles.
 */
export function useSingleFlight<TData, TVariables>(
  mutation: UseMutationResult<TData, unknown, TVariables>,
) {
  const inFlight = useRef(false);
  return (variables: TVariables, callbacks: FlightCallbacks<TData>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(variables, {
      onError: callbacks.onError,
      onSuccess: callbacks.onSuccess,
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };
}
