import { act, render, renderHook, screen } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast, notify, reducer, toast, TOAST_REMOVE_DELAY, type ToasterToast, useToast } from "@/lib/client/toast";

afterEach(() => {
  act(() => dismissToast());
});

describe("toasts (docs/product/shell-and-sign-in.md)", () => {
  it("shows at most one toast: a new one replaces the visible one", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("Second")).toBeInTheDocument();
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("renders title and description separately", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Invalid Code", description: "Registration code must be 8 alphanumeric digits.", variant: "destructive" });
    });
    expect(screen.getByText("Invalid Code")).toBeInTheDocument();
    expect(screen.getByText("Registration code must be 8 alphanumeric digits.")).toBeInTheDocument();
  });

  it.each([
    ["success", "✅ Saved"],
    ["error", "❌ Saved"],
    ["warning", "⚠️ Saved"],
    ["achievement", "🏆 Saved"],
    ["reminder", "⏰ Saved"],
  ] as const)("notify(%s) prefixes the title with its emoji", (kind, title) => {
    render(<Toaster />);
    act(() => {
      notify(kind, "Saved", "details");
    });
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText("details")).toBeInTheDocument();
  });

  it("maps notify kinds to toast variants", () => {
    render(<Toaster />);
    act(() => {
      notify("error", "Broken");
    });
    expect(screen.getByText("❌ Broken").closest("[data-slot=toast]")).toHaveClass("destructive");
    act(() => {
      notify("warning", "Careful");
    });
    expect(screen.getByText("⚠️ Careful").closest("[data-slot=toast]")).toHaveClass("warning");
  });

  it("keeps a dismissed toast for 1,000,000 ms before removing it", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const t: ToasterToast = { id: "1", title: "x", open: true };
    const dismissed = reducer({ toasts: [t] }, { type: "DISMISS_TOAST", toastId: "1" });
    expect(dismissed.toasts[0].open).toBe(false);
    expect(reducer(dismissed, { type: "REMOVE_TOAST", toastId: "1" }).toasts).toEqual([]);
  });

  it("removes a closed toast from the store after the delay", () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useToast());
      let id = "";
      act(() => {
        id = toast({ title: "Gone later" }).id;
      });
      act(() => dismissToast(id));
      act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
      expect(result.current.toasts.map((t) => [t.id, t.open])).toEqual([[id, false]]);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current.toasts).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
