import { Anchor, Group, Stack, Stepper, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toPersianDigits } from '@/shared/digits';
import { paths } from '@/shared/routing/paths';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { CodeStep } from './code-step';
import { DetailsStep } from './details-step';
import { PhoneStep } from './phone-step';
import { useRegisterForms } from './register-forms';
import { t } from './strings';

const STEP_LABELS = [t.steps.phone, t.steps.code, t.steps.details] as const;

/**
 * /auth/register — a student signs up in three steps: phone, one-time code, details.
 * Only students register here (the contract's rule); schools and teachers are told so.
 */
export function RegisterScreen() {
  useDocumentTitle(t.documentTitle);
  const forms = useRegisterForms();
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState<{ phone: string; message: string } | null>(null);
  const [code, setCode] = useState<string | null>(null);

  // Step buttons are named by their label (the Persian number is decoration); aria-current marks the one shown.
  const stepProps = (index: number) => ({
    label: STEP_LABELS[index],
    icon: <span aria-hidden>{toPersianDigits(index + 1)}</span>,
    'aria-current': step === index ? ('step' as const) : undefined,
  });

  return (
    <Stack gap="lg">
      <ScreenHeading title={t.title} subtitle={t.subtitle} />
      {/* Only finished steps are clickable, so going back never skips the code check. */}
      <Stepper
        active={step}
        onStepClick={setStep}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={44}
        labelPosition="bottom"
      >
        <Stepper.Step {...stepProps(0)}>
          <PhoneStep
            form={forms.phone}
            onSent={(phone, message) => {
              setSent({ phone, message });
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step {...stepProps(1)}>
          {sent && (
            <CodeStep
              form={forms.code}
              phone={sent.phone}
              sentMessage={sent.message}
              onResent={(message) => setSent({ ...sent, message })}
              onVerified={(verified) => {
                setCode(verified);
                setStep(2);
              }}
              onChangePhone={() => setStep(0)}
            />
          )}
        </Stepper.Step>
        <Stepper.Step {...stepProps(2)}>
          {sent && code && (
            <DetailsStep form={forms.details} phone={sent.phone} code={code} onBack={() => setStep(1)} />
          )}
        </Stepper.Step>
      </Stepper>
      <Stack gap={4} align="center">
        <Group gap={6}>
          <Text>{t.links.haveAccount}</Text>
          <Anchor component={Link} to={paths.auth.login} py={10}>
            {t.links.login}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" ta="center">
          {t.links.schools}
        </Text>
      </Stack>
    </Stack>
  );
}
