import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { CODE_MAX } from './payment-values';
import { t } from './strings';
import type { useDiscount } from './use-discount';

/**
 * The discount code and «بررسی کد» (Enter checks too). A refusal shows the server's Persian reason
 * as the field's error, what was typed stays; an accepted code says what it takes off and the new
 * price. Answers are announced (aria-live) as they arrive.
 */
export function DiscountField({ discount }: { discount: ReturnType<typeof useDiscount> }) {
  const { applied } = discount;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    discount.submit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t.checkout.codeLabel}
          description={t.checkout.codeHint}
          placeholder={t.checkout.codePlaceholder}
          value={discount.typed}
          onChange={(event) => discount.type(event.currentTarget.value)}
          error={discount.error}
          // Room for spaces and a pasted line; the code itself is checked against 32 after cleaning.
          maxLength={CODE_MAX * 2}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          styles={{ input: { minHeight: 44, textAlign: 'left' } }}
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <Button
                type="submit"
                variant="light"
                mih={44}
                loading={discount.checking}
                disabled={!discount.typed.trim()}
              >
                {t.checkout.check}
              </Button>
            </Group>
          )}
        />
        <div aria-live="polite">
          {applied && (
            <Stack gap={0}>
              <Text c="teal.9" fw={700}>
                {t.checkout.codeApplied(
                  applied.code,
                  applied.percent !== null
                    ? t.checkout.percentOff(applied.percent)
                    : t.checkout.amountOff(applied.discount_amount),
                )}
              </Text>
              <Text>{t.checkout.newPrice(applied.final_price)}</Text>
            </Stack>
          )}
        </div>
        {discount.unchecked && (
          <Text size="sm" c="orange.9">
            {t.checkout.codeNotChecked}
          </Text>
        )}
      </Stack>
    </form>
  );
}
