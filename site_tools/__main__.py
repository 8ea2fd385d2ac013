"""`python -m site_tools build|serve|bench`: see site_tools.cli."""
from site_tools.cli import main

raise SystemExit(main())
