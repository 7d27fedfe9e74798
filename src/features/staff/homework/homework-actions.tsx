import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { DeleteDialog } from './delete-dialog';
import { ExtendDialog } from './extend-dialog';
import type { HomeworkView } from './homework-view';
import { t } from './strings';

/** The teacher's own actions on her homework: edit, extend the deadline, delete. */
export function HomeworkActions({ homework }: { homework: HomeworkView }) {
  const [extending, extend] = useDisclosure(false);
  const [deleting, remove] = useDisclosure(false);
  return (
    <Group gap="xs" role="group" aria-label={t.homework.actionsLabel}>
      <Button component={Link} to={paths.teacher.homeworkEditHref(homework.id)} variant="light" mih={44}>
        {t.homework.edit}
      </Button>
      <Button variant="light" mih={44} onClick={extend.open}>
        {t.homework.extend}
      </Button>
      {/* A shade on a light button paints its background in that shade (Mantine 9): name the colour only. */}
      <Button variant="light" color="red" mih={44} onClick={remove.open}>
        {t.homework.remove}
      </Button>
      <ExtendDialog opened={extending} onClose={extend.close} homeworkId={homework.id} endDate={homework.endDate} />
      <DeleteDialog opened={deleting} onClose={remove.close} homeworkId={homework.id} title={homework.title} />
    </Group>
  );
}
