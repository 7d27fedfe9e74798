import { Box, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { isPreset, presetKeys, presets } from '@/shared/settings/presets';
import { useSettings } from '@/shared/settings/settings-context';
import { t } from './strings';

/** The six presets as a radio group: choosing one recolours the app at once (arrow keys move too). */
export function PresetGrid() {
  const { themeColorPresets, setPreset } = useSettings();
  return (
    <Radio.Group
      label={t.presets}
      value={themeColorPresets}
      onChange={(value) => isPreset(value) && setPreset(value)}
      name="theme-preset"
    >
      <SimpleGrid cols={3} spacing="sm" mt="xs">
        {presetKeys.map((key) => {
          const { name, primary } = presets[key];
          return (
            <Radio.Card key={key} value={key} radius="md" p="xs" mih={72}>
              <Stack gap={6} align="center">
                <Box
                  aria-hidden
                  w={28}
                  h={28}
                  bg={primary[9]}
                  style={{ borderRadius: '50%', boxShadow: `0 0 0 4px ${primary[2]}` }}
                />
                <Text size="sm" fw={themeColorPresets === key ? 800 : 500}>
                  {name}
                </Text>
              </Stack>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
