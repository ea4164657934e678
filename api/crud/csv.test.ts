import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, CsvSyntaxError, CsvTooManyRows, detectDelimiter, parseCsv, unguard } from './csv.ts';

describe('csvCell', () => {
  it('quotes cells with quotes, commas and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
  });

  it('guards text a spreadsheet would run as a formula, but not plain numbers', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+44 20 7946')).toBe("'+44 20 7946");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('+3')).toBe('+3');
  });

  it('quotes cells holding ; or tab, so a spreadsheet splitting on them keeps the cell whole', () => {
    expect(csvCell('eco; sale')).toBe('"eco; sale"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvLine(['x;y', 'z'])).toBe('"x;y",z\r\n');
  });

  it('guards a cell whose text after a separator, or after leading spaces, would start a formula', () => {
    expect(csvCell('1;=cmd')).toBe(`"'1;=cmd"`);
    expect(csvCell('size S; @SUM(A1)')).toBe(`"'size S; @SUM(A1)"`);
    expect(csvCell('a,+cmd')).toBe(`"'a,+cmd"`);
    expect(csvCell('a\t-x')).toBe(`"'a\t-x"`);
    expect(csvCell('a;"=cmd"')).toBe(`"'a;""=cmd"""`);
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    // Numbers after a separator are numbers, not formulas.
    expect(csvCell('1; -5')).toBe('"1; -5"');
    expect(csvCell('1.5,-2')).toBe('"1.5,-2"');
  });

  it('guards a stored leading apostrophe, so it is not taken for the guard', () => {
    expect(csvCell("'=x")).toBe("''=x");
    expect(csvCell("'abc")).toBe("''abc");
    expect(unguard("''=x")).toBe("'=x");
    expect(unguard("''abc")).toBe("'abc");
  });

  it('round-trips every text: parse(csvLine) then unguard gives it back', () => {
    // A fixed pseudo-random sample over the characters that matter, plus hand-picked cases.
    const alphabet = ["'", '=', '+', '-', '@', ';', ',', ' ', '\t', '"', 'a', '1', '.', '\n', '\r\n'];
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const texts = ["'=x", "''", "'", "'-5", '-5', '1;=cmd', ' =1', '=1,2', "a;'=b"];
    for (let i = 0; i < 2000; i++) texts.push(Array.from({ length: 1 + (next() % 7) }, () => alphabet[next() % alphabet.length]).join(''));
    for (const text of texts) {
      const [row] = parseCsv(`h\r\n${csvLine([text, 'end'])}`).rows;
      expect(unguard(row.cells[0]), JSON.stringify(text)).toBe(text);
    }
  });

  it('unguard undoes exactly the guard', () => {
    for (const text of ['=SUM(A1)', '+44 1', '@x', '-x', "'plain", "'-5", 'ok']) expect(unguard(csvCell(text).replace(/^"|"$/g, ''))).toBe(text);
    expect(unguard("'hello")).toBe("'hello");
  });
});

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, line breaks in cells, CRLF and a BOM', () => {
    const parsed = parseCsv('\uFEFFsku,title\r\nA-1,"Hat, wool"\r\nA-2,"Say ""hi""\nagain"\r\n');
    expect(parsed.header).toEqual(['sku', 'title']);
    expect(parsed.rows).toEqual([
      { line: 2, cells: ['A-1', 'Hat, wool'] },
      { line: 3, cells: ['A-2', 'Say "hi"\nagain'] },
    ]);
  });

  it('counts lines across quoted line breaks and skips blank lines', () => {
    const parsed = parseCsv('a,b\n"x\ny",1\n\n2,3\n');
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 5]);
  });

  it('detects ; and tab delimiters from the header', () => {
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(parseCsv('sku;price\nA;1,50\n').rows[0].cells).toEqual(['A', '1,50']);
  });

  it('keeps a last line without a line break, and empty trailing cells', () => {
    expect(parseCsv('a,b,c\n1,,').rows[0].cells).toEqual(['1', '', '']);
  });

  it('refuses an unterminated quote, naming its line', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvSyntaxError);
    try { parseCsv('a,b\n1,"open\n2,3\n'); } catch (error) { expect((error as CsvSyntaxError).line).toBe(2); }
  });

  it('stops as soon as there are more rows than allowed', () => {
    expect(() => parseCsv('a\n1\n2\n3\n', { maxRows: 2 })).toThrow(CsvTooManyRows);
    expect(parseCsv('a\n1\n2\n', { maxRows: 2 }).rows).toHaveLength(2);
  });
});
