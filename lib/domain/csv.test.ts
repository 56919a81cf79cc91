import { csvField, csvLine } from "@/lib/domain/csv";

it("quotes only what needs quoting, doubling quotes", () => {
  expect(csvField("plain")).toBe("plain");
  expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
  expect(csvField("two\nlines")).toBe('"two\nlines"');
  expect(csvField(null)).toBe("");
  expect(csvField(undefined)).toBe("");
  expect(csvField(0)).toBe("0");
  expect(csvField(false)).toBe("false");
  expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
});

it("ends lines with CRLF", () => {
  expect(csvLine(["id", "title"])).toBe("id,title\r\n");
  expect(csvLine([1, "a,b"])).toBe('1,"a,b"\r\n');
});

it("neutralises text cells a spreadsheet would run as formulas (OWASP: a leading single quote)", () => {
  expect(csvField("=HYPERLINK(\"http://x\",\"y\")")).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  expect(csvField("+1+1")).toBe("'+1+1");
  expect(csvField("-2+3")).toBe("'-2+3");
  expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvField("\tcmd")).toBe("'\tcmd");
  expect(csvField("\rcmd")).toBe("\"'\rcmd\"");
  expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  expect(csvField("a=b")).toBe("a=b");
  // numbers stay numbers: a reversal's -10 points is not a formula
  expect(csvField(-10)).toBe("-10");
  expect(csvLine(["=1+1", -5])).toBe("'=1+1,-5\r\n");
});
