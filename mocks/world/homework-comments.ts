/**
 * The notes Maryam already wrote to a few pupils of her classes about their homework, chosen
 * by how each pupil was doing: praise when done, a nudge towards the weakest skill while in
 * progress, a reminder when not started. Other teachers' classes start without notes.
 */
import type { World } from './build.ts';
import { dayAt, isoDateTime } from './calendar.ts';
import { faDigits } from './curriculum/persian.ts';
import { dayStart, fullName, homeworkOf } from './homework-store.ts';
import type { HomeworkCommentRec } from './homework-types.ts';
import { pupilProgress } from './homework-progress.ts';
import { MARYAM_ID, SARA_ID } from './people.ts';
import { hash, hashInt } from './random.ts';

function noteText(name: string, progress: ReturnType<typeof pupilProgress>, target: number): string {
  if (progress.status === 'done') return `آفرین ${name}! این تکلیف را خیلی خوب و به‌موقع انجام دادی.`;
  const weakest = [...progress.skills].sort((a, b) => a.smart_score - b.smart_score)[0];
  if (progress.status === 'in_progress' && weakest) {
    return `${name} جان، مهارت «${weakest.title}» را یک بار دیگر تمرین کن تا امتیازت به ${faDigits(target)} برسد.`;
  }
  return `${name} جان، لطفاً تمرین این تکلیف را زودتر شروع کن؛ اگر جایی را متوجه نشدی از من بپرس.`;
}

export function seedComments(world: World): HomeworkCommentRec[] {
  const teacher = world.person(MARYAM_ID);
  if (!teacher) return [];
  const notes: HomeworkCommentRec[] = [];
  const latest = dayAt(world.builtAt, 0, -60);
  const begun = homeworkOf(world).filter((hw) => !hw.draft && dayStart(hw.start_date) <= world.builtAt);
  const newest = new Map<number, number>();
  for (const hw of begun) newest.set(hw.class_id, hw.id);
  for (const hw of begun) {
    if (hw.teacher_id !== MARYAM_ID) continue;
    for (const pupil of world.pupilsOf(hw.class_id)) {
      // Sara has a note on the newest homework of her class that has begun.
      const newestOfSara = pupil.id === SARA_ID && newest.get(hw.class_id) === hw.id;
      if (!newestOfSara && hash('hw-note', hw.id, pupil.id) > 0.12) continue;
      const written = dayAt(dayStart(hw.start_date), hashInt(2, 6, 'hw-note-day', hw.id, pupil.id), 15 * 60);
      notes.push({
        id: 0,
        homework_id: hw.id,
        student_id: pupil.id,
        text: noteText(pupil.first_name, pupilProgress(world, hw, pupil.id), hw.target_smart_score),
        author: fullName(teacher),
        created_at: isoDateTime(written < latest ? written : latest),
      });
    }
  }
  notes.sort((a, b) => a.created_at.localeCompare(b.created_at));
  notes.forEach((note) => (note.id = world.nextId('homework-comment', 9000)));
  return notes;
}
