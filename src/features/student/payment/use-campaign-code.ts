import { useSearchParams } from 'react-router-dom';
import { CODE_MAX, normaliseCode } from './payment-values';

/**
 * The discount code a campaign sent along in `?code=` (the Nowruz ad lands on /plans?code=…),
 * normalised; null when there is none or it cannot be a code.
 */
export function useCampaignCode(): string | null {
  const [params] = useSearchParams();
  const code = normaliseCode(params.get('code') ?? '');
  return code && code.length <= CODE_MAX ? code : null;
}
