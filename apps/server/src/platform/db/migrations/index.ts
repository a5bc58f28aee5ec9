import type { Migration } from 'kysely';
import * as m001 from './001_initial.ts';
import * as m002 from './002_study_material.ts';
import * as m003 from './003_voice_and_plagiarism.ts';
import * as m004 from './004_bootcamp.ts';
import * as m005 from './005_sessions.ts';
import * as m006 from './006_withhold_other_students_text.ts';
import * as m007 from './007_billing.ts';
import * as m008 from './008_chat.ts';
import * as m009 from './009_analytics.ts';
import * as m010 from './010_interview.ts';
import * as m011 from './011_resume.ts';
import * as m012 from './012_blog_and_admin.ts';
import * as m013 from './013_platform_settings.ts';

/** Every migration in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_study_material': m002,
  '003_voice_and_plagiarism': m003,
  '004_bootcamp': m004,
  '005_sessions': m005,
  '006_withhold_other_students_text': m006,
  '007_billing': m007,
  '008_chat': m008,
  '009_analytics': m009,
  '010_interview': m010,
  '011_resume': m011,
  '012_blog_and_admin': m012,
  '013_platform_settings': m013,
};
