import type { InterviewFeedback, InterviewReport } from '@studybot/contract';
import { type Face, FONT_FILES, loadFonts } from '../pdf/fonts.ts';

const DIMENSIONS = [
  ['communication', 'Communication'],
  ['technical_knowledge', 'Technical knowledge'],
  ['problem_solving', 'Problem solving'],
  ['confidence', 'Confidence'],
] as const;

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(xs.length, 1);

/**
 * The report's key insights, from the answers' own feedback: the strongest and weakest dimension
 * with their averages, the improvement that came up most often, and the best answer.
 */
export function reportInsights(feedback: readonly InterviewFeedback[]): string[] {
  if (feedback.length === 0) return ['No questions were answered in this interview.'];
  const averages = DIMENSIONS.map(([key, label]) => ({
    label,
    score: mean(feedback.map((f) => f.scores[key])),
  })).sort((a, b) => b.score - a.score);
  const best = averages[0]!;
  const worst = averages.at(-1)!;
  const insights = [
    `Strongest: ${best.label.toLowerCase()} (average ${best.score.toFixed(1)} of 10).`,
    `Work on: ${worst.label.toLowerCase()} (average ${worst.score.toFixed(1)} of 10).`,
  ];
  const counts = new Map<string, number>();
  for (const f of feedback)
    for (const point of f.improvements) counts.set(point.message, (counts.get(point.message) ?? 0) + 1);
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (common && common[1] > 1) insights.push(`Came up ${common[1]} times: ${common[0]}`);
  if (feedback.length > 1) {
    const top = feedback.reduce((a, b) => (b.scores.overall > a.scores.overall ? b : a));
    insights.push(
      `Best answer: question ${feedback.indexOf(top) + 1} (${top.scores.overall.toFixed(1)} overall).`,
    );
  }
  return insights;
}

export interface ReportDocument {
  title: string;
  date: string;
  student: string;
  report: InterviewReport;
  items: { question: string; answer: string; feedback: InterviewFeedback }[];
}

const PT = 72;

/** The interview report as an A4 PDF in DejaVu Sans (embedded; pdfkit loads on the first report): scores, insights, then each answer's feedback. */
export async function interviewReportPdf(doc: ReportDocument): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadFonts()]);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: PT, bottom: PT, left: PT, right: PT },
    font: '',
    info: { Title: doc.title, Creator: 'StudyBot' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const face of Object.keys(FONT_FILES) as Face[]) pdf.registerFont(face, fonts[face].data);
  const write = (text: string, size: number, bold = false, gap = 4) => {
    pdf.font(bold ? 'sansBold' : 'sans').fontSize(size);
    pdf.text(text, { lineGap: 2 });
    pdf.moveDown(gap / size);
  };

  const { report } = doc;
  write(doc.title, 18, true, 6);
  write(`${doc.student} · ${doc.date} · ${report.total_questions} questions answered`, 10, false, 12);
  write(
    `Overall grade: ${report.report.overall_grade}   Overall score: ${report.scores.overall.toFixed(1)} / 10`,
    13,
    true,
  );
  write(
    DIMENSIONS.map(([key, label]) => `${label} ${report.scores[key].toFixed(1)}`).join('   ·   '),
    10,
    false,
    12,
  );
  write('Key insights', 13, true);
  for (const insight of report.report.key_insights) write(`• ${insight}`, 10);
  pdf.moveDown(1);

  doc.items.forEach((item, i) => {
    write(`Question ${i + 1}: ${item.question}`, 12, true);
    write(`Score ${item.feedback.scores.overall.toFixed(1)} / 10`, 10, true);
    write(`Your answer: ${item.answer}`, 10);
    if (item.feedback.strengths.length > 0) {
      write('Strengths', 11, true);
      for (const s of item.feedback.strengths) write(`• ${s.message} (“${s.quote.text}”)`, 10);
    }
    if (item.feedback.improvements.length > 0) {
      write('To improve', 11, true);
      for (const s of item.feedback.improvements) write(`• ${s.message} (“${s.quote.text}”)`, 10);
    }
    write('A stronger answer, from your own words', 11, true);
    write(item.feedback.suggested_rewrite, 10, false, 14);
  });
  pdf.end();
  return done;
}
