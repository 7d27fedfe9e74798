import { useSearchParams } from 'react-router-dom';
import { parseId } from '@/shared/digits';

/**
 * The plan a picker shows as chosen, kept in `?plan=` (other parameters such as `?code=` kept):
 * a reload keeps the choice, and choosing replaces the entry so Back leaves the page at once.
 */
export function usePlanParam(): [number | null, (planId: number) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (planId: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('plan', String(planId));
        return next;
      },
      { replace: true },
    );
  return [parseId(params.get('plan')), choose];
}
