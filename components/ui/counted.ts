// Counts in words, one rule for the panel: "1 creative", "2 creatives", "0 creatives".

export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
