/**
 * Provinces, schools, classes and people. Demo school 1 «دبستان شهید باهنر» (Isfahan) holds the
 * five demo accounts' story: Sara Ahmadi (id 101) in «چهارم الف» (class 41), her teacher Maryam
 * Rezaei (201, classes 41 and 42), the manager Mohammad Karimi (301). Other schools fill the
 * provinces the office browses. Ids: demo-school classes gradeDigit*10 + n, other classes
 * schoolId*100 + gradeDigit*10 + n; pupils 101–199 then 600… in school 1 (200–599 belong to its
 * staff) and 10001… elsewhere; teachers 201… in school 1, else 200000 + class id; managers 301,
 * else 300000 + school id; the offices 401 (Isfahan's) and 402 (national); support 501. No two
 * people share an id. The demo office «اداره کل آموزش و پرورش اصفهان» governs its own province
 * (اصفهان, 4) only; the national office governs every province (`governs`, types.ts).
 */
import type { Grade } from './curriculum/types.ts';
import {
  BOY_NAMES,
  CITIES,
  CLASS_LETTERS,
  FAMILY_NAMES,
  GIRL_NAMES,
  GRADE_DIGIT,
  GRADE_WORDS,
  largeWorldName,
  largeWorldSchoolTitle,
  PROVINCES,
  SCHOOL_NAMES,
} from './names.ts';
import { hash, hashInt, hashPick } from './random.ts';
import type { ClassRec, Gender, PersonRec, ProvinceRec, SchoolRec, Theme } from './types.ts';

const GRADES: readonly Grade[] = ['third', 'fourth', 'fifth', 'sixth'];
const THEMES: readonly Theme[] = ['green', 'orange', 'cyan', 'purple', 'pink', 'black'];
export const DEMO_SCHOOL_ID = 1;
export const DEMO_PROVINCE_ID = 4;
export const SARA_ID = 101;
export const MARYAM_ID = 201;
export const MANAGER_ID = 301;
/** The demo education office: Isfahan's provincial office, which governs province 4 only. */
export const OFFICE_ID = 401;
/** The ministry's national office (username `national`), which governs every province. */
export const NATIONAL_OFFICE_ID = 402;
export const SUPPORT_ID = 501;

export interface People {
  provinces: ProvinceRec[];
  schools: SchoolRec[];
  classes: ClassRec[];
  people: PersonRec[];
}

export interface PeopleOptions {
  /** The `large` scenario: 2,000 pupils in school 1 and 150 schools in Isfahan province. */
  large?: boolean;
}

function base(
  p: Partial<PersonRec> & Pick<PersonRec, 'id' | 'username' | 'first_name' | 'last_name' | 'gender' | 'role'>,
): PersonRec {
  return {
    phone: `0912${String(1000000 + p.id).slice(-7)}`,
    profile_url: 'no-image',
    theme: hashPick(THEMES, 'theme', p.id),
    school_id: null,
    office: null,
    province: 'اصفهان',
    city: 'اصفهان',
    birth_date: null,
    email: null,
    class_id: null,
    ability: 0.6,
    avatar_id: null,
    plan: null,
    password: null,
    ...p,
  };
}

/** A generated person's name: the hand-written lists, or faker's Persian ones in the large world. */
function personName(id: number, gender: Gender, large: boolean): { first_name: string; last_name: string } {
  if (large) return largeWorldName(id, gender === 'FEMALE');
  return {
    first_name: hashPick(gender === 'FEMALE' ? GIRL_NAMES : BOY_NAMES, 'first', id),
    last_name: hashPick(FAMILY_NAMES, 'last', id),
  };
}

const persianDigits = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/**
 * Schools per province: demo Isfahan has 8 (150 in `large`), seven more provinces 2–4 each. Isfahan's
 * first 8 keep their hand-written names in both worlds; the large world names the rest with faker
 * (a name met again gets «۲», «۳»…).
 */
function buildSchools(large: boolean): SchoolRec[] {
  const schools: SchoolRec[] = [];
  const taken = new Set<string>();
  const add = (provinceId: number, index: number) => {
    const id = schools.length + 1;
    const cities = CITIES[provinceId] ?? ['—'];
    const gender: Gender | null = id === DEMO_SCHOOL_ID ? null : hashPick(['FEMALE', 'MALE', null] as const, 'g', id);
    const prefix = gender === 'FEMALE' ? 'دبستان دخترانهٔ' : gender === 'MALE' ? 'دبستان پسرانهٔ' : 'دبستان';
    let name: string;
    if (large && id > 8) {
      const title = `${prefix} ${largeWorldSchoolTitle(id, gender)}`;
      name = title;
      for (let n = 2; taken.has(name); n += 1) name = `${title} ${persianDigits(String(n))}`;
    } else {
      const title = SCHOOL_NAMES[(id - 1) % SCHOOL_NAMES.length];
      const suffix = id > SCHOOL_NAMES.length ? persianDigits(` ${Math.ceil(id / SCHOOL_NAMES.length)}`) : '';
      name = `${prefix} ${title}${suffix}`;
    }
    taken.add(name);
    schools.push({
      id,
      name,
      city: cities[index % cities.length]!,
      province_id: provinceId,
      gender,
      grades: id === DEMO_SCHOOL_ID || hash('grades', id) < 0.7 ? [...GRADES] : ['fourth', 'fifth', 'sixth'],
      manager_id: id === DEMO_SCHOOL_ID ? MANAGER_ID : 300000 + id,
      gamification: { status: 'on', updated_at: null },
    });
  };
  for (let i = 0; i < (large ? 150 : 8); i += 1) add(DEMO_PROVINCE_ID, i);
  for (const provinceId of Object.keys(CITIES).map(Number)) {
    if (provinceId === DEMO_PROVINCE_ID) continue;
    for (let i = 0, n = hashInt(2, 4, 'schools', provinceId); i < n; i += 1) add(provinceId, i);
  }
  return schools;
}

export function buildPeople(options: PeopleOptions = {}): People {
  const large = options.large ?? false;
  const provinces = PROVINCES.map((name, i) => ({ id: i + 1, name }));
  const schools = buildSchools(large);
  const classes: ClassRec[] = [];
  const people: PersonRec[] = [];
  let nextPupil = SARA_ID + 1;
  // The demo school's staff own 200–599 (teachers 201…, manager 301, office 401, support 501).
  const demoPupilId = () => (nextPupil === 200 ? (nextPupil = 601) - 1 : nextPupil++);
  let nextOtherPupil = 10001;
  let nextDemoTeacher = MARYAM_ID + 1;
  const teachers = new Set<number>();

  for (const school of schools) {
    const demo = school.id === DEMO_SCHOOL_ID;
    const province = provinces[school.province_id - 1]!.name;
    for (const grade of school.grades) {
      const digit = GRADE_DIGIT[grade];
      const extraLargeSchool = school.province_id === DEMO_PROVINCE_ID && school.id > 8;
      const regular = demo ? 2 : extraLargeSchool ? 1 : hashInt(1, 2, 'classes', school.id, grade);
      const count = demo && large ? 2 + 18 : regular;
      for (let n = 1; n <= count; n += 1) {
        const id = demo ? (n <= 2 ? digit * 10 + n : 1000 + digit * 100 + n) : school.id * 100 + digit * 10 + n;
        const letter = n <= CLASS_LETTERS.length ? CLASS_LETTERS[n - 1] : persianDigits(String(n));
        // Iran's primary classes have one class teacher for every subject; most are women.
        // Maryam teaches both fourth-grade classes of the demo school.
        const teacherId = demo && grade === 'fourth' && n <= 2 ? MARYAM_ID : demo ? nextDemoTeacher++ : 200000 + id;
        if (!teachers.has(teacherId)) {
          teachers.add(teacherId);
          const teacherGender: Gender =
            teacherId === MARYAM_ID ? 'FEMALE' : (school.gender ?? (hash('tg', teacherId) < 0.75 ? 'FEMALE' : 'MALE'));
          const teacherName =
            teacherId === MARYAM_ID
              ? { first_name: 'مریم', last_name: 'رضایی' }
              : personName(teacherId, teacherGender, large);
          people.push(
            base({
              id: teacherId,
              username: teacherId === MARYAM_ID ? 'teacher' : `t${teacherId}`,
              ...teacherName,
              gender: teacherGender,
              role: 'teacher',
              school_id: school.id,
              province,
              city: school.city,
              ...(teacherId === MARYAM_ID
                ? { phone: '09121234567', theme: 'purple', email: 'm.rezaei@example.ir' }
                : {}),
            }),
          );
        }
        classes.push({
          id,
          name: `${GRADE_WORDS[grade]} ${letter}`,
          grade,
          school_id: school.id,
          teacher_id: teacherId,
        });
        // The demo school's classes are full; the other schools are kept small so the world stays
        // a few hundred pupils (the large world's extra classes and schools exist for volume).
        const size = demo
          ? n <= 2
            ? hashInt(22, 26, 'size', id)
            : 25
          : extraLargeSchool
            ? 6
            : hashInt(10, 16, 'size', id);
        for (let k = 0; k < size; k += 1) {
          // Sara is the first pupil of «چهارم الف» (class 41); the demo school's others follow from 102.
          const id_ = id === 41 && k === 0 ? SARA_ID : demo ? demoPupilId() : nextOtherPupil++;
          const gender: Gender =
            id_ === SARA_ID ? 'FEMALE' : (school.gender ?? (hash('pg', id_) < 0.5 ? 'FEMALE' : 'MALE'));
          const name = id_ === SARA_ID ? { first_name: 'سارا', last_name: 'احمدی' } : personName(id_, gender, large);
          people.push(
            base({
              id: id_,
              username: id_ === SARA_ID ? 'student' : `s${id_}`,
              ...name,
              gender,
              role: 'student',
              school_id: school.id,
              class_id: id,
              province,
              city: school.city,
              ability: id_ === SARA_ID ? 0.72 : 0.35 + 0.6 * hash('ability', id_),
              birth_date: `${2026 - digit - 6}-${String(hashInt(1, 12, 'bm', id_)).padStart(2, '0')}-${String(hashInt(1, 28, 'bd', id_)).padStart(2, '0')}`,
              ...(id_ === SARA_ID
                ? {
                    phone: '09121234567',
                    theme: 'cyan' as Theme,
                    plan: { id: 2, expires_at: '2027-03-20' },
                    email: null,
                  }
                : { plan: hash('plan', id_) < 0.6 ? { id: 2, expires_at: '2027-03-20' } : null }),
            }),
          );
        }
      }
    }
    const manager = school.manager_id;
    const managerGender: Gender = manager === MANAGER_ID ? 'MALE' : (school.gender ?? 'FEMALE');
    people.push(
      base({
        id: manager,
        username: manager === MANAGER_ID ? 'school' : `m${manager}`,
        ...(manager === MANAGER_ID
          ? { first_name: 'محمد', last_name: 'کریمی' }
          : personName(manager, managerGender, large)),
        gender: managerGender,
        role: 'school',
        school_id: school.id,
        province,
        city: school.city,
        ...(manager === MANAGER_ID ? { phone: '09131112233', theme: 'green' as Theme } : {}),
      }),
    );
  }
  people.push(
    base({
      id: OFFICE_ID,
      username: 'organization',
      first_name: 'علیرضا',
      last_name: 'موسوی',
      gender: 'MALE',
      role: 'organization',
      office: 'اداره کل آموزش و پرورش اصفهان',
      governs: DEMO_PROVINCE_ID,
      phone: '09151234567',
      theme: 'orange',
    }),
    base({
      id: NATIONAL_OFFICE_ID,
      username: 'national',
      first_name: 'زهرا',
      last_name: 'نادری',
      gender: 'FEMALE',
      role: 'organization',
      office: 'دفتر آموزش ابتدایی وزارت آموزش و پرورش',
      governs: 'national',
      province: 'تهران',
      city: 'تهران',
      theme: 'black',
    }),
    base({
      id: SUPPORT_ID,
      username: 'admin',
      first_name: 'نرگس',
      last_name: 'صادقی',
      gender: 'FEMALE',
      role: 'admin',
      office: 'پشتیبانی',
      phone: '09351234567',
      theme: 'pink',
    }),
  );
  return { provinces, schools, classes, people };
}
