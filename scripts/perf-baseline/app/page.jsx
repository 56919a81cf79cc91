// The bare Next page: a heading and a paragraph, the framework's floor for `npm run perf`.
export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A bare Next page with a paragraph of text to paint as the largest element on the screen.</p>
    </main>
  );
}
