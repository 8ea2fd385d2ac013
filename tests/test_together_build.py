"""Play together's build settings (site_tools.rendezvous, site_tools.together): the rendezvous'
address is a setting of the build, the pages are told it, and the policy's connect-src allows it
and nothing else; its client libraries are copied from node_modules at the pinned versions."""
from __future__ import annotations

import json

import pytest

from site_tools.csp import directives_of, policy
from site_tools.paths import ROOT
from site_tools.rendezvous import origins, peer_config
from site_tools.together import LIBRARIES, meta_element, version


def test_the_rendezvous_address_is_read_from_the_build_setting():
    assert peer_config("http://127.0.0.1:9000/") == {"host": "127.0.0.1", "port": 9000, "path": "/",
                                                      "secure": False, "key": "peerjs"}
    assert peer_config("https://peers.example.org/topeka") == {
        "host": "peers.example.org", "port": 443, "path": "/topeka/", "secure": True, "key": "peerjs"}
    for off in (None, "", "none", "NONE"):
        assert peer_config(off) is None


@pytest.mark.parametrize("bad", ["ws://127.0.0.1:9000/", "127.0.0.1:9000", "http://:9000/",
                                 "http://h:9000/?x=1", "ftp://h/"])
def test_a_rendezvous_address_that_is_not_one_stops_the_build(bad):
    with pytest.raises(ValueError):
        peer_config(bad)


def test_connect_src_allows_the_rendezvous_and_nothing_else():
    cfg = peer_config("http://127.0.0.1:9000/")
    assert origins(cfg) == ["http://127.0.0.1:9000", "ws://127.0.0.1:9000"]
    assert origins(peer_config("https://p.example.org/")) == ["https://p.example.org:443", "wss://p.example.org:443"]
    assert directives_of(policy(set(), connect=origins(cfg)))["connect-src"] == [
        "'self'", "http://127.0.0.1:9000", "ws://127.0.0.1:9000"]
    assert directives_of(policy(set()))["connect-src"] == ["'self'"]
    assert meta_element(None) == ""


def test_the_client_libraries_are_the_pinned_ones():
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    for package in LIBRARIES:
        assert pins[package] == version(package), f"node_modules has another {package} than package.json pins"
    assert pins["peer"] == "1.0.2" and pins["peerjs"] == "1.5.5" and pins["qrcode-generator"] == "2.0.4"


def test_the_pages_are_told_the_rendezvous_and_the_libraries():
    meta = meta_element(peer_config("http://127.0.0.1:9000/"))
    assert meta.startswith('<meta name="topeka-together" content="') and "&quot;port&quot;: 9000" in meta
