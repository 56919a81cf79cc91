"use client";
// 'Learn more' (docs/product/widgets.md#the-toolkit-panel): how the current technique works, with detailed steps for Pomodoro and Timeboxing.
import { BookOpenIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { WidgetEntry } from "@/components/widgets/registry";

export function LearnMoreDialog({ widget }: { widget: WidgetEntry }) {
  const { steps } = widget.learnMore;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 text-muted-foreground" aria-label="Learn more">
          <BookOpenIcon />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <widget.icon className="size-5 text-cardinal-700 dark:text-gold-400" aria-hidden />
            {widget.title}
          </DialogTitle>
          <DialogDescription>{widget.learnMore.text}</DialogDescription>
        </DialogHeader>
        {steps && (
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
