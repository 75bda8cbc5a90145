import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';

/**
 * Runs a mutation from an event handler, without a `useMutation` hook in the component: for
 * controls repeated down a list (a heart on every card) that never show the mutation's state,
 * where a hook per control would cost every render. Errors are handled by the options' onError,
 * as `useMutation().mutate` handles them.
 */
export function runMutation<TData, TVariables, TContext>(queryClient: QueryClient, options: MutationOptions<TData, Error, TVariables, TContext>, variables: TVariables): void {
  new MutationObserver(queryClient, options).mutate(variables).catch(() => undefined);
}
