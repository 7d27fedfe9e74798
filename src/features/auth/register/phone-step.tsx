import { useRequestVerificationCode } from '@/api/generated/endpoints/auth/auth';
import type { PhoneForm } from '@/shared/ui/code-forms';
import { CodeRequestStep } from '@/shared/ui/code-request-step';
import { t } from './strings';

/** Step 1: the phone the code goes to. `onSent` gets the Latin phone and the text to show. */
export function PhoneStep({ form, onSent }: { form: PhoneForm; onSent: (phone: string, message: string) => void }) {
  const sendCode = useRequestVerificationCode();
  return (
    <CodeRequestStep form={form} sender={sendCode} hint={t.phone.hint} submitLabel={t.phone.submit} onSent={onSent} />
  );
}
