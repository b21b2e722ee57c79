/**
 * A zip of only a directory: an entry per size, each stating that unpacked size, and the end record. Enough for
 * what reads the directory alone; no entry's data is there.
 */
export function zipDirectory(sizes: number[], comment = ""): Buffer {
  const entries = sizes.map((size, i) => {
    const name = Buffer.from(`xl/part${i}.xml`);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    return Buffer.concat([entry, name]);
  });
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(sizes.length, 8);
  end.writeUInt16LE(sizes.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(0, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([directory, end, Buffer.from(comment)]);
}
