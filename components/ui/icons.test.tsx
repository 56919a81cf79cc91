import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import * as icons from "@/components/ui/icons";

// Every icon draws exactly what lucide-react draws: same shapes, attributes, classes and
// aria-hidden rule (hidden unless labelled), so swapping the import changes nothing a member sees.
const cases: [string, Record<string, unknown>][] = [
  ["plain", {}],
  ["sized and hidden", { className: "size-4 text-white/80", "aria-hidden": true }],
  ["labelled", { "aria-label": "Streak", role: "img" }],
  ["styled", { className: "size-5 shrink-0", style: { color: "red" }, strokeWidth: 2.5 }],
];

describe.each(Object.entries(icons))("%s", (name, Icon) => {
  const Lucide = (lucide as unknown as Record<string, React.ComponentType<Record<string, unknown>>>)[name];

  test.each(cases)("matches lucide-react (%s)", (_, props) => {
    expect(Lucide).toBeDefined();
    expect(renderToStaticMarkup(<Icon {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
  });
});
