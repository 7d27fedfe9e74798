import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { persianDigitsField } from '@/shared/forms';
import type { HomeworkFormValues, RangeMode } from './homework-values';
import { t } from './strings';

const input = { input: { minHeight: 44 } };

/** The range as first/last page or first/last section; numbers typed in any digit set. */
export function RangeFields({ form }: { form: UseFormReturnType<HomeworkFormValues> }) {
  const pages = form.values.rangeMode === 'pages';
  const [first, last] = pages ? (['firstPage', 'lastPage'] as const) : (['firstSection', 'lastSection'] as const);
  return (
    <>
      <Radio.Group
        label={t.form.rangeMode}
        value={form.values.rangeMode}
        onChange={(mode) => form.setFieldValue('rangeMode', mode as RangeMode)}
      >
        <Group gap="lg" mih={44}>
          <Radio value="pages" label={t.form.byPages} />
          <Radio value="sections" label={t.form.bySections} />
        </Group>
      </Radio.Group>
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={pages ? t.form.firstPage : t.form.firstSection}
          inputMode="numeric"
          autoComplete="off"
          styles={input}
          {...persianDigitsField(form.getInputProps(first))}
        />
        <TextInput
          label={pages ? t.form.lastPage : t.form.lastSection}
          inputMode="numeric"
          autoComplete="off"
          styles={input}
          {...persianDigitsField(form.getInputProps(last))}
        />
      </SimpleGrid>
    </>
  );
}
