import { useRequestPasswordReset } from '@/api/generated/endpoints/auth/auth';
import type { PhoneForm } from '@/shared/ui/code-forms';
import { CodeRequestStep } from '@/shared/ui/code-request-step';
import { t } from './strings';

/**
 * Step 1: the account's phone. An unknown phone is a 404 whose Persian `detail` is shown as is;
 * `onSent` gets the Latin phone and the text to show on the next step.
 */
export function PhoneStep({ form, onSent }: { form: PhoneForm; onSent: (phone: string, message: string) => void }) {
  const request = useRequestPasswordReset();
  return (
    <CodeRequestStep form={form} sender={request} hint={t.phone.hint} submitLabel={t.phone.submit} onSent={onSent} />
  );
}
