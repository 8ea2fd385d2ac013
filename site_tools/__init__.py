"""The Topeka site build: turns sources (rule texts, editorial layer, engine metadata) into
plain Markdown pages and assets, builds the engine wheel, copies the Pyodide runtime, and
hands the result to MkDocs (or Zensical) to render. No custom MkDocs plugin."""
