"use client";
// The widgets' 'Clear Completed' (docs/product/widgets.md#shared-messages: it removes the completed
// tasks, or says there are none). The widget's rules decide what clearing means.
import { Button } from "@/components/ui/button";

export function ClearCompletedButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClear}>
      Clear Completed
    </Button>
  );
}
