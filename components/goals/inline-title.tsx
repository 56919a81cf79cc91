"use client";
// A goal or task title edited in place: grows to show the whole title on narrow screens, Enter
// saves instead of adding a line, and pasted line breaks become spaces.
import { LIMITS } from "@/lib/constants";
import { INLINE_INPUT } from "@/components/shared/row-styles";
import { useContentHeight } from "@/components/ui/use-content-height";
import { cn } from "@/lib/utils";

type Props = {
  value: string;
  onChange: (value: string) => void;
  onCommit: () => void;
  label: string;
  placeholder: string;
  className?: string;
};

export function InlineTitle({ value, onChange, onCommit, label, placeholder, className }: Props) {
  const ref = useContentHeight(value);
  return (
    <textarea
      ref={ref}
      rows={1}
      value={value}
      maxLength={LIMITS.title}
      onChange={(e) => onChange(e.target.value.replace(/[\r\n]+/g, " "))}
      onBlur={onCommit}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          onCommit();
        }
      }}
      placeholder={placeholder}
      aria-label={label}
      className={cn(
        "placeholder:text-muted-foreground w-full min-w-0 resize-none rounded-md border py-1.5 leading-snug outline-none [field-sizing:content]",
        "focus-visible:ring-ring/50 transition-[color,box-shadow] focus-visible:ring-[3px]",
        INLINE_INPUT,
        className,
      )}
    />
  );
}
