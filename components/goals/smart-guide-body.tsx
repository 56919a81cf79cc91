// The SMART guide's text (docs/product/journal-and-reset.md#smart-goals-and-the-main-goal), under the toggle in
// components/goals/smart-guide.tsx. A client component in its own chunk, loaded once the page is
// idle: the server renders it into the first HTML, and neither the page's RSC payload nor the
// first-load script carries it (docs/decisions.md "Static text stays out of the RSC payload").
const LETTERS = [
  { letter: "S", word: "Specific", text: "Say exactly what you want to achieve: what, why and how." },
  { letter: "M", word: "Measurable", text: "Give it a number or a finish line so you know when it is done." },
  { letter: "A", word: "Achievable", text: "Stretch yourself, but keep it within reach of your time and skills." },
  { letter: "R", word: "Relevant", text: "Make it matter: it should move your bigger goals forward." },
  { letter: "T", word: "Time-bound", text: "Set a deadline. A goal without a date is only a wish." },
];

const EXAMPLES = [
  "Run 5 km without stopping by the end of next month, training three times a week.",
  "Read 2 books on leadership in the next 30 days, 20 pages every evening.",
  "Save $500 for a new laptop within 8 weeks by setting aside $65 each week.",
];

export function SmartGuideBody() {
  return (
    <>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
        {LETTERS.map(({ letter, word, text }) => (
          <li key={letter} className="rounded-lg bg-background/80 p-3 shadow-xs dark:bg-card">
            <p className="flex items-center gap-2 font-semibold whitespace-nowrap">
              <span className="flex size-6 items-center justify-center rounded-md bg-cardinal-700 text-xs text-white">{letter}</span>
              {word}
            </p>
            <p className="mt-1 text-xs leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <div>
        <p className="font-medium">Examples</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
          {EXAMPLES.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </div>
      <p className="rounded-lg bg-gold-100 px-3 py-2 text-xs text-cardinal-900 dark:bg-gold-500/15 dark:text-gold-100">
        <strong>Tip:</strong> completing a goal clears it from its slot and keeps it under Completed Goals, so
        your three slots are always free for what comes next.
      </p>
    </>
  );
}
