import { Counter } from "./counter";

export default function FloorPage() {
  return (
    <main style={{ padding: 16 }}>
      <h1>Framework floor</h1>
      {/* eslint-disable-next-line @next/next/no-img-element -- the floor measures a plain image */}
      <img
        src="/floor.png"
        alt="A plain test image, 1600 by 900 pixels"
        width={1600}
        height={900}
        fetchPriority="high"
        style={{ width: "100%", height: "auto" }}
      />
      <Counter />
    </main>
  );
}
